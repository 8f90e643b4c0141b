import { Builder, type Offset } from 'flatbuffers';

/**
 * Writes a TFLite `ModelMetadata` flatbuffer (tflite-support metadata_schema.fbs,
 * file identifier "M001") describing one RGB image input and how to normalise it.
 * MediaPipe Tasks read exactly this to turn camera frames into the model's float
 * input: `(pixel - mean) / std` per channel. Field ids follow the schema's
 * declaration order; a union takes two ids (its type byte, then its value).
 */

/** Schema union tags (NONE = 0, then the members in declaration order). */
const CONTENT_PROPERTIES_IMAGE = 2; // FeatureProperties, ImageProperties, BoundingBoxProperties
const PROCESS_UNIT_NORMALIZATION = 1; // NormalizationOptions, ScoreCalibration, ...
const COLOR_SPACE_RGB = 1;

/** Version of the metadata schema whose fields we populate (all from 1.0.0). */
export const METADATA_PARSER_VERSION = '1.0.0';
export const METADATA_FILE_IDENTIFIER = 'M001';

export interface ImageInputMetadata {
  readonly modelName: string;
  readonly description: string;
  readonly version: string;
  readonly author: string;
  readonly license: string;
  readonly inputName: string;
  readonly width: number;
  readonly height: number;
  /** Normalisation `(x - mean) / std`, one value for all channels. */
  readonly mean: number;
  readonly std: number;
}

function floatVector(builder: Builder, values: readonly number[]): Offset {
  builder.startVector(4, values.length, 4);
  for (const value of [...values].reverse()) builder.addFloat32(value);
  return builder.endVector();
}

function offsetVector(builder: Builder, offsets: readonly Offset[]): Offset {
  builder.startVector(4, offsets.length, 4);
  for (const offset of [...offsets].reverse()) builder.addOffset(offset);
  return builder.endVector();
}

/** A table whose fields `write` adds, in field-id order. */
function table(builder: Builder, fieldCount: number, write: () => void): Offset {
  builder.startObject(fieldCount);
  write();
  return builder.endObject();
}

/** A table whose fields are all offsets (strings, vectors, tables), by field id; absent ids stay default. */
function offsetTable(
  builder: Builder,
  fieldCount: number,
  fields: Readonly<Record<number, Offset>>,
): Offset {
  return table(builder, fieldCount, () => {
    // Integer keys iterate in ascending order, i.e. by field id.
    for (const [id, offset] of Object.entries(fields))
      builder.addFieldOffset(Number(id), offset, 0);
  });
}

/**
 * A table that opens with a byte naming what follows (a union's type, or ImageProperties'
 * colour space) at field 0 and an offset at field 1.
 */
function taggedTable(builder: Builder, fieldCount: number, tag: number, value: Offset): Offset {
  return table(builder, fieldCount, () => {
    builder.addFieldInt8(0, tag, 0);
    builder.addFieldOffset(1, value, 0);
  });
}

export function buildImageInputMetadata(spec: ImageInputMetadata): Uint8Array {
  const builder = new Builder(1024);
  const str = (text: string): Offset => builder.createString(text);

  // ImageSize { width:uint; height:uint; }
  const imageSize = table(builder, 2, () => {
    builder.addFieldInt32(0, spec.width, 0);
    builder.addFieldInt32(1, spec.height, 0);
  });
  // ImageProperties { color_space:ColorSpaceType(byte); default_size:ImageSize; }
  const imageProperties = taggedTable(builder, 2, COLOR_SPACE_RGB, imageSize);
  // Content { content_properties_type; content_properties; range:ValueRange; }
  const content = taggedTable(builder, 3, CONTENT_PROPERTIES_IMAGE, imageProperties);
  // NormalizationOptions { mean:[float]; std:[float]; }
  const mean = floatVector(builder, [spec.mean]);
  const std = floatVector(builder, [spec.std]);
  const normalization = offsetTable(builder, 2, { 0: mean, 1: std });
  // ProcessUnit { options_type; options; }
  const processUnit = taggedTable(builder, 2, PROCESS_UNIT_NORMALIZATION, normalization);
  // Stats { max:[float]; min:[float]; } — the range the normalised input spans.
  const max = floatVector(builder, [(255 - spec.mean) / spec.std]);
  const min = floatVector(builder, [(0 - spec.mean) / spec.std]);
  const stats = offsetTable(builder, 2, { 0: max, 1: min });
  // TensorMetadata { name; description; dimension_names; content; process_units; stats; associated_files; }
  const inputName = str(spec.inputName);
  const inputDescription = str(`RGB image, ${spec.width}x${spec.height}, (x - mean) / std`);
  const processUnits = offsetVector(builder, [processUnit]);
  const input = offsetTable(builder, 7, {
    0: inputName,
    1: inputDescription,
    3: content,
    4: processUnits,
    5: stats,
  });
  // SubGraphMetadata { name; description; input_tensor_metadata; output_tensor_metadata; ... }
  const inputs = offsetVector(builder, [input]);
  const subgraph = offsetTable(builder, 7, { 2: inputs });
  // ModelMetadata { name; description; version; subgraph_metadata; author; license; associated_files; min_parser_version; }
  const name = str(spec.modelName);
  const description = str(spec.description);
  const version = str(spec.version);
  const subgraphs = offsetVector(builder, [subgraph]);
  const author = str(spec.author);
  const license = str(spec.license);
  const parserVersion = str(METADATA_PARSER_VERSION);
  const root = offsetTable(builder, 8, {
    0: name,
    1: description,
    2: version,
    3: subgraphs,
    4: author,
    5: license,
    7: parserVersion,
  });
  builder.finish(root, METADATA_FILE_IDENTIFIER);
  return builder.asUint8Array();
}
