/**
 * The first bytes of a stream, read before the rest, so an upload's type is decided by its content before any
 * of it is stored; the rest (the head included) is then read from `rest` as if nothing had been taken.
 */
export const readHead = async (source: AsyncIterable<Uint8Array>, bytes: number): Promise<{ head: Buffer; rest: AsyncIterable<Uint8Array> }> => {
  const iterator = source[Symbol.asyncIterator]();
  const taken: Uint8Array[] = [];
  let held = 0;
  let done = false;
  while (held < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    taken.push(next.value);
    held += next.value.byteLength;
  }
  const head = Buffer.concat(taken).subarray(0, bytes);
  async function* rest() {
    yield* taken;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, rest: rest() };
};
