import { Builder, ByteBuffer, type Offset } from 'flatbuffers';

/**
 * Attaches a metadata flatbuffer to a TFLite model (tensorflow/lite/schema/schema.fbs)
 * as the buffer that the model's `metadata` entry named "TFLITE_METADATA" points to —
 * where TFLite Support and MediaPipe Tasks look for it.
 *
 * Without the whole TFLite schema we cannot re-serialise a model, so we re-root it:
 * the original bytes stay untouched at the end of the new file and a new root `Model`
 * table in front of them reuses every original sub-object (offsets are relative, and
 * point forward), with a `buffers` vector that has one more Buffer (the metadata) and
 * a `metadata` vector with the new entry. The head is a multiple of 16 bytes long, so
 * every original (force-aligned) buffer keeps its alignment.
 */

export const METADATA_ENTRY_NAME = 'TFLITE_METADATA';
const TFLITE_FILE_IDENTIFIER = 'TFL3';

/** `table Model` field ids, in schema order. */
const MODEL = {
  version: 0,
  operatorCodes: 1,
  subgraphs: 2,
  description: 3,
  buffers: 4,
  metadataBuffer: 5,
  metadata: 6,
  signatureDefs: 7,
} as const;
const MODEL_FIELD_COUNT = 8;
/** `table Buffer { data:[ubyte] (force_align: 16); offset:ulong; size:ulong; }` */
const BUFFER_OFFSET_FIELD = 1;
/** `table Metadata { name:string; buffer:uint; }` */
const METADATA_NAME_FIELD = 0;

const HEAD_ALIGNMENT = 16;

/** Reads just enough of a flatbuffer table: field presence, scalars, references. */
class TableReader {
  private readonly bb: ByteBuffer;
  readonly position: number;

  constructor(bb: ByteBuffer, position: number) {
    this.bb = bb;
    this.position = position;
  }

  private fieldOffset(field: number): number {
    return this.bb.__offset(this.position, 4 + 2 * field);
  }

  has(field: number): boolean {
    return this.fieldOffset(field) !== 0;
  }

  uint32(field: number, fallback: number): number {
    const at = this.fieldOffset(field);
    return at === 0 ? fallback : this.bb.readUint32(this.position + at);
  }

  uint64(field: number): bigint {
    const at = this.fieldOffset(field);
    return at === 0 ? 0n : this.bb.readUint64(this.position + at);
  }

  /** Absolute position of a referenced object (string, vector or table), or null. */
  reference(field: number): number | null {
    const at = this.fieldOffset(field);
    return at === 0 ? null : this.bb.__indirect(this.position + at);
  }

  string(field: number): string | null {
    const at = this.fieldOffset(field);
    return at === 0 ? null : (this.bb.__string(this.position + at) as string);
  }

  /** Absolute positions of the tables in a vector-of-tables field. */
  tables(field: number): number[] {
    const at = this.fieldOffset(field);
    if (at === 0) return [];
    const start = this.bb.__vector(this.position + at);
    const length = this.bb.__vector_len(this.position + at);
    return Array.from({ length }, (_, index) => this.bb.__indirect(start + 4 * index));
  }
}

function modelReader(model: Uint8Array): { bb: ByteBuffer; root: TableReader } {
  const bb = new ByteBuffer(model);
  if (!bb.__has_identifier(TFLITE_FILE_IDENTIFIER)) {
    throw new Error(`not a TFLite model (no "${TFLITE_FILE_IDENTIFIER}" file identifier)`);
  }
  return { bb, root: new TableReader(bb, bb.readUint32(0)) };
}

/** The metadata flatbuffer attached to a model, or null (used to verify our output). */
export function readAttachedMetadata(model: Uint8Array): Uint8Array | null {
  const { bb, root } = modelReader(model);
  const buffers = root.tables(MODEL.buffers);
  for (const entryPosition of root.tables(MODEL.metadata)) {
    const entry = new TableReader(bb, entryPosition);
    if (entry.string(METADATA_NAME_FIELD) !== METADATA_ENTRY_NAME) continue;
    const bufferPosition = buffers[entry.uint32(1, 0)];
    if (bufferPosition === undefined) throw new Error('metadata entry names a missing buffer');
    const data = new TableReader(bb, bufferPosition).reference(0);
    if (data === null) return new Uint8Array(0);
    const length = bb.readUint32(data);
    return model.subarray(data + 4, data + 4 + length);
  }
  return null;
}

/**
 * Returns a new model file carrying `metadata` (replacing an earlier TFLITE_METADATA
 * entry, keeping any other entry such as min_runtime_version).
 */
export function attachMetadata(model: Uint8Array, metadata: Uint8Array): Uint8Array {
  const { bb, root } = modelReader(model);
  const buffers = root.tables(MODEL.buffers);
  for (const buffer of buffers) {
    // Buffers stored outside the flatbuffer (models > 2 GB) are addressed from the file
    // start; re-rooting would move them. Our models never use that layout.
    if (new TableReader(bb, buffer).uint64(BUFFER_OFFSET_FIELD) > 1n) {
      throw new Error('models with out-of-flatbuffer buffers are not supported');
    }
  }
  const keptMetadata = root
    .tables(MODEL.metadata)
    .filter(
      (position) =>
        new TableReader(bb, position).string(METADATA_NAME_FIELD) !== METADATA_ENTRY_NAME,
    );

  const builder = new Builder(metadata.length + 1024);
  // Original objects sit right after the head we build: a builder offset counts back
  // from the head's end, so the object at position p of the original is at offset -p.
  const original = (position: number): Offset => -position;

  builder.startVector(1, metadata.length, HEAD_ALIGNMENT);
  for (let index = metadata.length - 1; index >= 0; index -= 1) {
    builder.addInt8(metadata[index] ?? 0);
  }
  const metadataBytes = builder.endVector();
  builder.startObject(3);
  builder.addFieldOffset(0, metadataBytes, 0);
  const metadataBuffer = builder.endObject();

  const entryName = builder.createString(METADATA_ENTRY_NAME);
  builder.startObject(2);
  builder.addFieldOffset(METADATA_NAME_FIELD, entryName, 0);
  builder.addFieldInt32(1, buffers.length, 0); // the new buffer's index (absent = 0)
  const entry = builder.endObject();

  const tableVector = (offsets: readonly Offset[]): Offset => {
    builder.startVector(4, offsets.length, 4);
    for (const offset of [...offsets].reverse()) builder.addOffset(offset);
    return builder.endVector();
  };
  const newBuffers = tableVector([...buffers.map(original), metadataBuffer]);
  const newMetadata = tableVector([...keptMetadata.map(original), entry]);

  builder.startObject(MODEL_FIELD_COUNT);
  builder.addFieldInt32(MODEL.version, root.uint32(MODEL.version, 0), 0);
  for (const field of [
    MODEL.operatorCodes,
    MODEL.subgraphs,
    MODEL.description,
    MODEL.metadataBuffer,
    MODEL.signatureDefs,
  ]) {
    const position = root.reference(field);
    if (position !== null) builder.addFieldOffset(field, original(position), 0);
  }
  builder.addFieldOffset(MODEL.buffers, newBuffers, 0);
  builder.addFieldOffset(MODEL.metadata, newMetadata, 0);
  const newRoot = builder.endObject();
  // The head's length becomes a multiple of the largest alignment used (16).
  builder.prep(HEAD_ALIGNMENT, 0);
  builder.finish(newRoot, TFLITE_FILE_IDENTIFIER);

  const head = builder.asUint8Array();
  if (head.length % HEAD_ALIGNMENT !== 0) throw new Error('head is not 16-byte aligned');
  const out = new Uint8Array(head.length + model.length);
  out.set(head, 0);
  out.set(model, head.length);
  return out;
}
