// Where images live (generated/docs/guides/images.md): `$SVC_DATA_DIR/images/<id>-<disk_image>`, staging files in
// `$SVC_DATA_DIR/staging`. Transfers write to a dot-named temporary file in the images directory (the
// same file system as their destination, so the final rename is atomic) that listings skip.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

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
