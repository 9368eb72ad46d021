/** Money is whole yen in safe integers; every division below is exact integer arithmetic, never floating. */
export function assertYen(yen: number, what = 'amount'): void {
  if (!Number.isSafeInteger(yen)) throw new RangeError(`${what} must be whole yen, got ${yen}`);
}

/** ⌊a / b⌋ for integers a ≥ 0 and b > 0, exact. */
export function floorDiv(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b <= 0) {
    throw new RangeError(`floorDiv needs integers a ≥ 0 and b > 0, got ${a} / ${b}`);
  }
  return (a - (a % b)) / b;
}
