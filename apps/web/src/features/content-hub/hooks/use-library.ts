import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibraryUpdateRequest, LibraryUploadRequest } from '@roi/contract/content-hub';
import { contentHubKeys } from '../api/query-keys';
import { deleteLibraryImage } from '../api/delete-library-image';
import { getLibrary } from '../api/get-library';
import { updateLibraryImage } from '../api/update-library-image';
import { uploadLibraryImage } from '../api/upload-library-image';

export function useLibrary(organizationId: number, tag: string | undefined) {
  return useQuery({
    queryKey: contentHubKeys.library(organizationId, tag),
    queryFn: ({ signal }) => getLibrary(organizationId, tag, signal),
    placeholderData: keepPreviousData,
  });
}

/** Upload, change and delete: each reads every library list again, since tags and uses may change. */
export function useLibraryChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: contentHubKeys.libraries() });
  return {
    upload: useMutation({ mutationFn: (request: LibraryUploadRequest) => uploadLibraryImage(request), onSuccess }),
    update: useMutation({ mutationFn: (request: LibraryUpdateRequest) => updateLibraryImage(request), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteLibraryImage(id), onSuccess }),
  };
}
