/** Zips written by hand for the import tests, so that their headers can claim any size. */
import { crc32 } from 'node:zlib';

export interface Part {
  name: string;
  data: Buffer;
  method: 0 | 8;
  crc: number;
  /** The size the headers claim (a bomb lies here). */
  declared: number;
}

export const writeZip = (parts: Part[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** A part stored as is, its sizes true. */
export const stored = (name: string, text: string): Part => {
  const data = Buffer.from(text);
  return { name, data, method: 0, crc: crc32(data), declared: data.length };
};
