/** Bytes arriving in pieces, taken out in lengths of our choosing, copying only what is taken. */
export class ByteQueue {
  private pieces: Buffer[] = [];
  length = 0;

  append(piece: Buffer): void {
    if (piece.length === 0) return;
    this.pieces.push(piece);
    this.length += piece.length;
  }

  /** The next `n` bytes (n ≤ length). */
  take(n: number): Buffer {
    if (n > this.length) throw new RangeError(`only ${this.length} bytes queued, ${n} asked`);
    const taken: Buffer[] = [];
    let missing = n;
    while (missing > 0) {
      const head = this.pieces[0] as Buffer;
      if (head.length <= missing) {
        taken.push(head);
        this.pieces.shift();
        missing -= head.length;
      } else {
        taken.push(head.subarray(0, missing));
        this.pieces[0] = head.subarray(missing);
        missing = 0;
      }
    }
    this.length -= n;
    return taken.length === 1 ? (taken[0] as Buffer) : Buffer.concat(taken, n);
  }
}
