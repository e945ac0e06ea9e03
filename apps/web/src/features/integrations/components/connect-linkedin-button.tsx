import Button from '@mui/material/Button';
import LinkedIn from '@mui/icons-material/LinkedIn';
import { useStartConnection } from '../hooks/use-connections';

interface ConnectLinkedInButtonProps {
  /** The organisation connected: undefined for the caller's own. */
  organizationId: number | undefined;
  /** Where the user comes back to once the accounts are chosen; Settings without one. */
  returnPath?: string | null;
  /** The onboarding's tile: large, as wide as its cell. */
  isTile?: boolean;
}

/** 'Connect LinkedIn': off to the consent page (LinkedIn's, or the sandbox's), and back to choose the accounts. */
export function ConnectLinkedInButton({ organizationId, returnPath = null, isTile = false }: ConnectLinkedInButtonProps) {
  const connect = useStartConnection(returnPath);
  return (
    <Button
      variant="contained"
      size={isTile ? 'large' : 'medium'}
      startIcon={<LinkedIn />}
      onClick={() => connect.mutate(organizationId)}
      loading={connect.isPending}
      fullWidth={isTile}
      sx={isTile ? { justifyContent: 'flex-start', py: 1.5 } : { alignSelf: { xs: 'flex-start', sm: 'center' } }}
    >
      Connect LinkedIn
    </Button>
  );
}
