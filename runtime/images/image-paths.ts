// Where images live (generated/docs/guides/images.md): `$SVC_DATA_DIR/images/<id>-<disk_image>`, staging files in
// `$SVC_DATA_DIR/staging`. Transfers write to a dot-named temporary file in the images directory (the
// same file system as their destination, so the final rename is atomic) that listings skip.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ApiError } from '../errors/api-error.js';

/** Bytes of one file name on the file systems an images directory lives on (Linux NAME_MAX). */
export const NAME_MAX_BYTES = 255;
/** The longest `<id>-` put before a disk image's name: ids are INTEGER columns (at most 2^31 - 1 on MariaDB). */
const ID_PREFIX_MAX_BYTES = `${2 ** 31 - 1}-`.length;
/** Bytes (UTF-8) a disk image's name may take so that its file's name fits NAME_MAX. */
export const DISK_IMAGE_MAX_BYTES = NAME_MAX_BYTES - ID_PREFIX_MAX_BYTES;

export function imagesDir(dataDir: string): string {
  return join(dataDir, 'images');
}

export function stagingDir(dataDir: string): string {
  return join(dataDir, 'staging');
}

export function imagePath(dataDir: string, id: number, diskImage: string): string {
  return join(imagesDir(dataDir), `${id}-${diskImage}`);
}

export function temporaryPath(dataDir: string): string {
  return join(imagesDir(dataDir), `.transfer-${randomBytes(12).toString('hex')}`);
}

/**
 * 6330 unless `<id>-<diskImage>` can be a file name: checked before a record is made or a byte moves,
 * so that a name the file system cannot hold is the caller's error, not a failed move (2251 ENAMETOOLONG).
 */
export function checkDiskImageName(diskImage: unknown): void {
  if (typeof diskImage !== 'string') return; // the argument's own validation answers for its type
  const bytes = Buffer.byteLength(diskImage, 'utf8');
  if (bytes > DISK_IMAGE_MAX_BYTES) {
    throw new ApiError(
      6330,
      `disk_image takes ${bytes} bytes in UTF-8; at most ${DISK_IMAGE_MAX_BYTES} fit, as its file <id>-<disk_image> may take ${NAME_MAX_BYTES} bytes`,
    );
  }
}
