/** A minimal system model for the stand-in's own tests (type `stand-in-test`): a number and a text. */
const { NumberField, StringField } = foundry.data.fields;

export class TestData extends foundry.abstract.TypeDataModel<never, never> {
  static override defineSchema() {
    return {
      hp: new NumberField({ required: true, initial: 5, integer: true }),
      note: new StringField({ required: true, initial: '' }),
    } as never;
  }
}

/** Registers TestData as the `stand-in-test` type of actors and items (a suite's beforeAll). */
export function registerTestModels(): void {
  (CONFIG.Actor.dataModels as Record<string, unknown>)['stand-in-test'] = TestData;
  (CONFIG.Item.dataModels as Record<string, unknown>)['stand-in-test'] = TestData;
}
