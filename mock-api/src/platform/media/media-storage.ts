/** A stored file's bytes and what they are. */
export interface MediaObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where derived images live: the local disk by default, an S3-compatible bucket when
 * configured. Keys are the media module's own random names, never a client's file name.
 */
export interface MediaStorage {
  put(key: string, object: MediaObject): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<MediaObject | undefined>;
  /** Removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
}
