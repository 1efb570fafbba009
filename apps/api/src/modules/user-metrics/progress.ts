/** Progress stops counting at a thousand times the target (a mistyped target, not a real one). */
export const MAX_PROGRESS_PERMILLE = 1_000_000;

/**
 * How far `achieved` is towards `target`, in tenths of a percent rounded down (1000: reached),
 * exactly, with bigints: no float touches the money. Nothing achieved, or less, is 0.
 */
export function progressPermille(achieved: bigint, target: bigint): number {
  if (target <= 0n) throw new RangeError('A target is positive.');
  if (achieved <= 0n) return 0;
  const permille = (achieved * 1000n) / target;
  return permille > BigInt(MAX_PROGRESS_PERMILLE) ? MAX_PROGRESS_PERMILLE : Number(permille);
}
