/**
 * The audit of every data model: each number the rules read is bounded on both sides and whole
 * (no rule of the five games uses fractions), each document carries its schema version, and each
 * choice field starts on one of its own choices.
 */
import { describe, expect, it } from 'vitest';
import { boot } from '../foundry/boot';
import { suiteCounter } from './cases';
import fs from 'node:fs';
import path from 'node:path';
import { choiceKeys, documentTypes, isHTML, isNumber, leaves } from './schema-walk';

boot();

const counter = suiteCounter(
  'models-audit',
  'every number field bounded and whole, every model versioned, every HTML field declared for the server to sanitise',
);

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

  // Foundry's server cleans HTML (scripts, event attributes) only in the fields a system declares
  // in its manifest's documentTypes: a model's HTMLField missing from there would store a script.
  it('every HTML field is declared for the server to sanitise, and nothing else is', () => {
    const template = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../template.json'), 'utf8')) as Record<
      string,
      Record<string, { htmlFields?: string[] }>
    >;
    for (const { doc, type, schema } of types) {
      counter.tick('html fields declared');
      const html = leaves(schema)
        .filter(({ field }) => isHTML(field))
        .map(({ path: p }) => p)
        .sort();
      expect([...(template[doc]?.[type]?.htmlFields ?? [])].sort(), type).toEqual(html);
    }
  });
});
