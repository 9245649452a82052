import { callRoute, type RouteResult } from '../../../lib/api';
import { listedFiles } from '../../../lib/upload';
import { useRoute } from '../../../lib/useRoute';

export type ComponentFile = RouteResult<'components.files'>[number];

/** A component's route id: its tactic's id and its own key (`{programId}-{seq}.c{n}`). */
export const componentRouteId = (tacticId: string, componentKey: string) => `${tacticId}.${componentKey}`;

/** A component's files (`programtactics/component-files/{id}`). */
export const useComponentFiles = (componentId: string | null) =>
  useRoute('components.files', componentId === null ? null : { params: { id: componentId } });

const writes = listedFiles({
  list: 'components.files',
  ask: (componentId: string, body) => callRoute('components.upload', { params: { id: componentId }, body }),
  take: (componentId: string, key) => callRoute('components.deleteFile', { body: { componentId, key } }),
});

/**
 * Adds a file to a component (claim Document/Upload): the server lists it on the component and answers a presigned
 * PUT (`programtactics/component/{id}/upload`; 413 above 50 MB before any byte moves), then the file goes straight
 * to S3 with its progress. A failed transfer takes the listed file off again, so no file without content is shown.
 */
export const uploadComponentFile = writes.upload;

/** Takes a file off the component (`programtactics/component/deleteFile`); answers the files left. */
export const deleteComponentFile = writes.remove;
