import { describe, expect, it } from 'vitest';
import { selectionFromParam } from './compare-selection';

describe('selectionFromParam', () => {
  const known = new Set(['A', 'B', 'C', 'D']);

  it.each([
    [null, []],
    ['', []],
    ['A', ['A']],
    ['B,A', ['B', 'A']],
    [' A , C ', ['A', 'C']],
    ['A,A,B', ['A', 'B']],
    ['X,A,Y,B', ['A', 'B']],
    ['A,B,C,D', ['A', 'B', 'C']],
  ])('reads %j as %j (known codes, each once, URL order, at most 3)', (value, expected) => {
    expect(selectionFromParam(value, known, 3)).toEqual(expected);
  });
});
