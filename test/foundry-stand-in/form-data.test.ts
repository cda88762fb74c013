/**
 * The stand-in's FormDataExtended and form submission behave as Foundry's: the whole form is read,
 * cast by control type, disabled controls and buttons left out; a submit reads what the user typed.
 */
import { describe, expect, it } from 'vitest';
import { FormDataExtended, typeIntoForm } from './form-data';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

describe('FormDataExtended (stand-in)', () => {
  it('reads every named control of the form, cast by its type', () => {
    const data = new FormDataExtended(
      form(`
        <input type="number" name="system.level" value="3">
        <input type="number" name="system.blank" value="">
        <input type="range" name="system.range" value="7">
        <input type="text" name="name" value="Ash">
        <input type="text" name="system.count" data-dtype="Number" value="12">
        <input type="checkbox" name="system.worn" checked>
        <input type="checkbox" name="system.held">
        <input type="checkbox" name="system.tag" value="thrown">
        <input type="radio" name="system.row" value="front">
        <input type="radio" name="system.row" value="back" checked>
        <select name="system.role"><option value="a">A</option><option value="b" selected>B</option></select>
        <select name="system.tags" multiple><option value="x" selected></option><option value="y"></option><option value="z" selected></option></select>
        <textarea name="system.notes">hello</textarea>
        <input type="text" name="system.locked" value="no" disabled>
        <button name="system.button" value="pressed">b</button>
        <img data-edit="img" src="icons/a.webp">
      `),
    );
    expect(data.object).toEqual({
      'system.level': 3,
      'system.blank': null,
      'system.range': 7,
      name: 'Ash',
      'system.count': 12,
      'system.worn': true,
      'system.held': false,
      'system.tag': null,
      'system.row': 'back',
      'system.role': 'b',
      'system.tags': ['x', 'z'],
      'system.notes': 'hello',
      img: 'icons/a.webp',
    });
  });

  it('several controls of one name give an array; a disabled form gives nothing', () => {
    expect(new FormDataExtended(form('<input name="list" value="1"><input name="list" value="2">')).object).toEqual({
      list: ['1', '2'],
    });
    const disabled = form('<input name="a" value="1">');
    disabled.setAttribute('disabled', '');
    expect(new FormDataExtended(disabled).object).toEqual({});
    expect(new FormDataExtended(disabled, { disabled: true }).object).toEqual({ a: '1' });
  });

  it('typing is what a browser allows: a number box drops words, a select keeps only its options', () => {
    const f = form(`
      <input type="number" name="n" value="2">
      <select name="s"><option value="a">A</option><option value="b">B</option></select>
      <input type="checkbox" name="c">
    `);
    typeIntoForm(f, { n: 'many', s: 'wizard', c: true }, 'Test');
    expect(new FormDataExtended(f).object).toEqual({ n: null, s: '', c: true });
    typeIntoForm(f, { n: 2.5, s: 'b' }, 'Test');
    expect(new FormDataExtended(f).object).toMatchObject({ n: 2.5, s: 'b' });
    expect(() => typeIntoForm(f, { 'system.secret': 1 }, 'Test')).toThrow(/no field named "system.secret"/);
  });
});
