/**
 * Seeded pseudo-random numbers for the market model: the same seed gives the same market,
 * on any machine, so a run can be repeated (`SIM_SEED`).
 */

/**
 * mulberry32: one 32-bit word of state and a few integer operations per draw; a widely used
 * small generator whose statistics are ample for a market model. Not for secrets.
 */
export class Random {
  private state: number;
  private spareNormal: number | null = null;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform draw in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(this.state ^ (this.state >>> 15), this.state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** A standard normal draw (Box–Muller, keeping the second value of each pair). */
  normal(): number {
    if (this.spareNormal !== null) {
      const spare = this.spareNormal;
      this.spareNormal = null;
      return spare;
    }
    // 1 − u is in (0, 1], so the logarithm is finite.
    const radius = Math.sqrt(-2 * Math.log(1 - this.next()));
    const angle = 2 * Math.PI * this.next();
    this.spareNormal = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  }

  /** A whole number in [min, max]. */
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}

/**
 * A 32-bit seed from a master seed and names (the symbol, the purpose), so each stock and each
 * part of the model draws from its own stream and adding a stock does not shift the others.
 * FNV-1a over the joined text, then a murmur3 finaliser to spread nearby inputs.
 */
export function seedFor(...parts: readonly (string | number)[]): number {
  const text = parts.join('\u0000');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
