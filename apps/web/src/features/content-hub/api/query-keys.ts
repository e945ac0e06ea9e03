import type { ContentPieceKind } from '@roi/contract/content-hub';

/** Every query key of the Content Hub, written once so that a change refreshes what it touched. */
export const contentHubKeys = {
  all: ['content-hub'] as const,
  libraries: () => [...contentHubKeys.all, 'library'] as const,
  library: (organizationId: number, tag: string | undefined) => [...contentHubKeys.libraries(), organizationId, tag ?? ''] as const,
  pieces: () => [...contentHubKeys.all, 'pieces'] as const,
  piecesOf: (organizationId: number, kind: ContentPieceKind) => [...contentHubKeys.pieces(), organizationId, kind] as const,
};
