import { isAgency, type Viewer } from '../viewer';
import { PageHeader } from '../../../components/page-header';
import { UsersPanel } from './users-panel';

/** /usermanagement: the users an admin manages — its own organisation's, or every one for the agency. */
export function UserManagementPage({ viewer, title }: { viewer: Viewer; title: string }) {
  const description = isAgency(viewer)
    ? 'Everyone in the agency and its client organizations: invite people, change roles and access.'
    : 'Everyone in your organization: invite people, change roles and access.';
  return (
    <UsersPanel viewer={viewer} header={(inviteButton) => <PageHeader title={title} description={description} actions={inviteButton} />} />
  );
}
