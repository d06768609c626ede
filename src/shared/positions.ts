// Positions as the squads write them ("GK", "DF", "MF", "FW"), in Portuguese.
export const POSITION_LABELS: Record<string, { one: string; many: string }> = {
  GK: { one: 'Goleiro', many: 'Goleiros' },
  DF: { one: 'Defensor', many: 'Defensores' },
  MF: { one: 'Meio-campista', many: 'Meio-campistas' },
  FW: { one: 'Atacante', many: 'Atacantes' },
};

export const POSITION_ORDER = ['GK', 'DF', 'MF', 'FW'];

export function positionLabel(code: string | null): string | null {
  return code ? (POSITION_LABELS[code]?.one ?? null) : null;
}
