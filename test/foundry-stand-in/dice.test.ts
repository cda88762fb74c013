/** The stand-in's Roll evaluates as Foundry v13's (README: dice). */
import { beforeEach, describe, expect, it } from 'vitest';

beforeEach(() => standIn.reset());

describe('Roll#evaluateSync is strict', () => {
  it('refuses dice; evaluates a deterministic formula; strict: false or maximize let dice through', () => {
    expect(() => new Roll('1d20+2').evaluateSync()).toThrow('not deterministic');
    expect(new Roll('3+2').evaluateSync().total).toBe(5);
    expect(new Roll('1d20+2').evaluateSync({ maximize: true } as never).total).toBe(22);
    expect(new Roll('1d20+2').evaluateSync({ strict: false } as never).total).toBe(2);
  });
});

describe('manual fulfilment (core diceConfiguration, RollResolver)', () => {
  it('takes a manual die’s faces from the resolver; unanswered, it rolls digitally', async () => {
    standIn.setDiceMethod('d6', 'manual');
    standIn.enterResolverFaces(4, 2);
    const roll = await new Roll('2d6+1').evaluate();
    expect(roll.total).toBe(7);
    standIn.queueFaces(6);
    expect((await new Roll('1d6').evaluate()).total).toBe(6); // resolver closed: digital
    standIn.enterResolverFaces(5);
    standIn.queueFaces(3);
    // No resolver asked: the digital face (3), not the one waiting in the resolver (5).
    expect((await new Roll('1d6').evaluate({ allowInteractive: false })).total).toBe(3);
  });
});
