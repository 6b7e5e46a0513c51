/**
 * The sync protocol sends u64 timestamps as standard base64 of 8
 * little-endian bytes ("AAAAAAAAAAA=" is zero).
 */
export function encodeTs(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}

export function decodeTs(encoded: string): bigint {
  return Buffer.from(encoded, "base64").readBigUInt64LE();
}
