// One player, one identity (issue 31 point 3): an API-Football lineup name joined to the player the
// team already has (openfootball's squads), only when it is certainly him.
import { describe, expect, test } from 'vitest';
import { compatibleNames, knownPlayerOf, type KnownPlayer } from '@server/modules/live/player-identity';

let nextId = 1;
function known(name: string, shirtNumbers: number[] = [], extra: Partial<KnownPlayer> = {}): KnownPlayer {
  return { id: nextId++, name, aliases: [], apiFootballId: null, shirtNumbers, ...extra };
}

// Argentina's 2022 squad as openfootball writes it (a few of them).
const messi = known('Lionel Messi', [10]);
const emiliano = known('Emiliano Martinez', [23]);
const lautaro = known('Lautaro Martínez', [22]);
const dePaul = known('Rodrigo De Paul', [7]);
const macAllister = known('Alexis Mac Allister', [20]);
const argentina = [messi, emiliano, lautaro, dePaul, macAllister];

describe('compatibleNames', () => {
  test.each([
    ['L. Messi', 'Lionel Messi', true],
    ['E. Martínez', 'Emiliano Martinez', true],
    ['E. Martínez', 'Lautaro Martínez', false],
    ['R. De Paul', 'Rodrigo De Paul', true],
    ['A. Mac-Allister', 'Alexis Mac Allister', true],
    ['Vinícius Júnior', 'Vinicius Junior', true],
    ['Casemiro', 'Carlos Henrique Casemiro', true],
    ['Lionel Andrés Messi', 'Lionel Messi', false],
    ['L. Martínez', 'Lisandro Martinez Rossi', false],
    ['Messi', 'Lionel Andrés Messi Cuccittini', false],
  ])('%s can be %s: %s', (given, full, expected) => {
    expect(compatibleNames(given, full)).toBe(expected);
  });
});

describe('knownPlayerOf', () => {
  test('the same folded full name is him, with or without a number', () => {
    expect(knownPlayerOf({ name: 'LIONEL MESSI', shirtNumber: null }, [argentina], new Set())).toBe(messi);
    expect(knownPlayerOf({ name: 'Lautaro Martinez', shirtNumber: 9 }, [argentina], new Set())).toBe(lautaro);
  });

  test('"L. Messi" #10 is Lionel Messi #10; without the number an abbreviation is never enough', () => {
    expect(knownPlayerOf({ name: 'L. Messi', shirtNumber: 10 }, [argentina], new Set())).toBe(messi);
    expect(knownPlayerOf({ name: 'L. Messi', shirtNumber: null }, [argentina], new Set())).toBeNull();
    // Another number: someone else wears 10 in that squad, or the number changed; not guessed.
    expect(knownPlayerOf({ name: 'L. Messi', shirtNumber: 19 }, [argentina], new Set())).toBeNull();
  });

  test('"E. Martínez" #23 is Emiliano, not Lautaro #22', () => {
    expect(knownPlayerOf({ name: 'E. Martínez', shirtNumber: 23 }, [argentina], new Set())).toBe(emiliano);
    expect(knownPlayerOf({ name: 'E. Martínez', shirtNumber: 22 }, [argentina], new Set())).toBeNull();
  });

  test('two "Silva"s without a number: no match; the number tells namesakes apart', () => {
    const bernardo = known('Bernardo Silva', [10]);
    const antonio = known('António Silva', [24]);
    const portugal = [bernardo, antonio, known('Rúben Dias', [4])];
    expect(knownPlayerOf({ name: 'Silva', shirtNumber: null }, [portugal], new Set())).toBeNull();
    expect(knownPlayerOf({ name: 'B. Silva', shirtNumber: 10 }, [portugal], new Set())).toBe(bernardo);
    const twins = [known('Danilo', [2]), known('Danilo', [18])];
    expect(knownPlayerOf({ name: 'Danilo', shirtNumber: null }, [twins], new Set())).toBeNull();
    expect(knownPlayerOf({ name: 'Danilo', shirtNumber: 18 }, [twins], new Set())).toBe(twins[1]);
  });

  test('a player with another API-Football id, or already in this lineup, is not a candidate', () => {
    const other = known('Ángel Di María', [11], { apiFootballId: 266 });
    expect(knownPlayerOf({ name: 'Ángel Di María', shirtNumber: 11 }, [[other]], new Set())).toBeNull();
    expect(knownPlayerOf({ name: 'L. Messi', shirtNumber: 10 }, [argentina], new Set([messi.id]))).toBeNull();
  });

  test('aliases count as his name', () => {
    const mbappe = known('Kylian Mbappé', [10], { aliases: ['Mbappé'] });
    expect(knownPlayerOf({ name: 'Mbappe', shirtNumber: null }, [[mbappe]], new Set())).toBe(mbappe);
  });

  test('the first tier with a match decides; a tier with two stops the search', () => {
    const thisSeason = [known('Lionel Messi', [10])];
    const earlier = [known('Lionel Messi', [19])];
    expect(knownPlayerOf({ name: 'L. Messi', shirtNumber: 10 }, [thisSeason, earlier], new Set())).toBe(thisSeason[0]);
    // Not in this season's squad: another season's squad knows him by number.
    expect(knownPlayerOf({ name: 'L. Messi', shirtNumber: 19 }, [[], earlier], new Set())).toBe(earlier[0]);
    const two = [known('Lionel Messi', []), known('Lionel Messi', [])];
    expect(knownPlayerOf({ name: 'Lionel Messi', shirtNumber: 10 }, [two, earlier], new Set())).toBeNull();
  });
});
