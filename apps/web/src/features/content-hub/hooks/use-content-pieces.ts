import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentPieceKind, ContentPieceSaveRequest } from '@roi/contract/content-hub';
import { contentHubKeys } from '../api/query-keys';
import { deleteContentPiece } from '../api/delete-content-piece';
import { getContentPieces } from '../api/get-content-pieces';
import { saveContentPiece } from '../api/save-content-piece';

export function useContentPieces(organizationId: number, kind: ContentPieceKind) {
  return useQuery({
    queryKey: contentHubKeys.piecesOf(organizationId, kind),
    queryFn: ({ signal }) => getContentPieces(organizationId, kind, signal),
  });
}

export function useContentPieceChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: contentHubKeys.pieces() });
  return {
    save: useMutation({ mutationFn: (request: ContentPieceSaveRequest) => saveContentPiece(request), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteContentPiece(id), onSuccess }),
  };
}
