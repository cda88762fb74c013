/**
 * The audit of every data model: each number the rules read is bounded on both sides and whole
 * (no rule of the five games uses fractions), each document carries its schema version, and each
 * choice field starts on one of its own choices.
 */
import { describe, expect, it } from 'vitest';
import { boot } from '../foundry/boot';
import { suiteCounter } from './cases';
import { choiceKeys, documentTypes, isNumber, leaves } from './schema-walk';

boot();

const counter = suiteCounter('models-audit', 'every number field bounded and whole; every model versioned');

describe('data model audit', () => {
  const types = documentTypes();

  it('every number field has a minimum, a maximum (or fixed choices) and is whole', () => {
    const problems: string[] = [];
    for (const { type, schema } of types) {
      for (const { path, field } of leaves(schema)) {
        if (!isNumber(field)) continue;
        counter.tick('number fields');
        // A version stamp, not a rules number: capping it would make a newer world's data look old.
        if (path === 'schemaVersion') continue;
        const o = field.options;
        const fixed = Boolean(choiceKeys(field));
        if (!fixed && o.min === undefined) problems.push(`${type} ${path}: no minimum`);
        if (!fixed && o.max === undefined) problems.push(`${type} ${path}: no maximum`);
        if (!o.integer) problems.push(`${type} ${path}: not an integer field`);
        if (!o.nullable && o.initial === null) problems.push(`${type} ${path}: starts at null but may not be null`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every document type carries its schema version', () => {
    for (const { type, schema } of types) {
      counter.tick('versioned models');
      const version = schema.fields!.schemaVersion;
      expect(version, type).toBeDefined();
      expect(version!.options).toMatchObject({ integer: true, min: 0 });
      expect(version!.options.initial, type).toBeGreaterThanOrEqual(1);
    }
  });

  it('every choice field starts on one of its choices', () => {
    for (const { type, schema } of types) {
      for (const { path, field } of leaves(schema)) {
        const keys = choiceKeys(field);
        if (!keys) continue;
        counter.tick('choice fields');
        const initial = field.options.initial;
        if (field.options.blank && initial === '') continue;
        expect(keys, `${type} ${path}`).toContain(String(initial));
      }
    }
  });
});
