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

/** A table from (field id → writer) pairs; ids must be written by the caller's order. */
function table(builder: Builder, fieldCount: number, write: () => void): Offset {
  builder.startObject(fieldCount);
  write();
  return builder.endObject();
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
  const imageProperties = table(builder, 2, () => {
    builder.addFieldInt8(0, COLOR_SPACE_RGB, 0);
    builder.addFieldOffset(1, imageSize, 0);
  });
  // Content { content_properties_type; content_properties; range:ValueRange; }
  const content = table(builder, 3, () => {
    builder.addFieldInt8(0, CONTENT_PROPERTIES_IMAGE, 0);
    builder.addFieldOffset(1, imageProperties, 0);
  });
  // NormalizationOptions { mean:[float]; std:[float]; }
  const mean = floatVector(builder, [spec.mean]);
  const std = floatVector(builder, [spec.std]);
  const normalization = table(builder, 2, () => {
    builder.addFieldOffset(0, mean, 0);
    builder.addFieldOffset(1, std, 0);
  });
  // ProcessUnit { options_type; options; }
  const processUnit = table(builder, 2, () => {
    builder.addFieldInt8(0, PROCESS_UNIT_NORMALIZATION, 0);
    builder.addFieldOffset(1, normalization, 0);
  });
  // Stats { max:[float]; min:[float]; } — the range the normalised input spans.
  const max = floatVector(builder, [(255 - spec.mean) / spec.std]);
  const min = floatVector(builder, [(0 - spec.mean) / spec.std]);
  const stats = table(builder, 2, () => {
    builder.addFieldOffset(0, max, 0);
    builder.addFieldOffset(1, min, 0);
  });
  // TensorMetadata { name; description; dimension_names; content; process_units; stats; associated_files; }
  const inputName = str(spec.inputName);
  const inputDescription = str(`RGB image, ${spec.width}x${spec.height}, (x - mean) / std`);
  const processUnits = offsetVector(builder, [processUnit]);
  const input = table(builder, 7, () => {
    builder.addFieldOffset(0, inputName, 0);
    builder.addFieldOffset(1, inputDescription, 0);
    builder.addFieldOffset(3, content, 0);
    builder.addFieldOffset(4, processUnits, 0);
    builder.addFieldOffset(5, stats, 0);
  });
  // SubGraphMetadata { name; description; input_tensor_metadata; output_tensor_metadata; ... }
  const inputs = offsetVector(builder, [input]);
  const subgraph = table(builder, 7, () => {
    builder.addFieldOffset(2, inputs, 0);
  });
  // ModelMetadata { name; description; version; subgraph_metadata; author; license; associated_files; min_parser_version; }
  const name = str(spec.modelName);
  const description = str(spec.description);
  const version = str(spec.version);
  const subgraphs = offsetVector(builder, [subgraph]);
  const author = str(spec.author);
  const license = str(spec.license);
  const parserVersion = str(METADATA_PARSER_VERSION);
  const root = table(builder, 8, () => {
    builder.addFieldOffset(0, name, 0);
    builder.addFieldOffset(1, description, 0);
    builder.addFieldOffset(2, version, 0);
    builder.addFieldOffset(3, subgraphs, 0);
    builder.addFieldOffset(4, author, 0);
    builder.addFieldOffset(5, license, 0);
    builder.addFieldOffset(7, parserVersion, 0);
  });
  builder.finish(root, METADATA_FILE_IDENTIFIER);
  return builder.asUint8Array();
}
