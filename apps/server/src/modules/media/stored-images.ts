import { UPLOADS_PATH } from '@roi/contract/constants';
import type { Database } from '../../db/database.js';
import { nameOfStoredImage, type ImageStore } from './image-store.js';
import { isImageReferenced } from './media.repository.js';

/**
 * Deletes the images a saved change took out of their records, unless something still refers
 * to them (isImageReferenced): from then on their URL answers 404 to anyone. A browser that cached one
 * keeps its copy, as `immutable` allows. An image is only ever referred to within one organisation, so
 * the rows a request's organisation scope shows are all that can refer to it.
 */
export async function discardUnreferencedImages(db: Database, store: ImageStore, urls: (string | null)[]): Promise<void> {
  for (const url of new Set(urls)) {
    if (!url?.startsWith(`${UPLOADS_PATH}/`) || (await isImageReferenced(db, url))) continue;
    await store.remove(nameOfStoredImage(url));
  }
}
