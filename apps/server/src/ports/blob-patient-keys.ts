/**
 * The blob store's way to a patient's own key (crypto-shredding, finding 11): a photo,
 * its analyses and the after images made from it are sealed under the key of their
 * image, which is deleted with the image. A copy of the blob kept anywhere (an S3
 * version, a snapshot of the folder) then opens with no key that is left.
 */
export interface BlobPatientKeys {
  /** The key a new blob is sealed with (made with its image's first blob); null: no patient's. */
  forWrite(blobKey: string): Promise<Uint8Array | null>;
  /** The key that opens a blob sealed under its patient's key; null once it was erased. */
  forRead(blobKey: string): Promise<Uint8Array | null>;
}
