import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  APPROVAL_STEPS_MAX,
  approverLabel,
  approverSchema,
  type ApprovalChain,
  type ApprovalStep,
  type Approver,
  type ChainAppliesTo,
} from '@roi/contract/approvals';
import { LoadFailed } from '../../../components/load-failed';
import { useChain, useReplaceChain } from '../hooks/use-approvals';

const ROLE_CHOICES: { value: string; approver: Approver }[] = (['organization', 'agency'] as const).flatMap((side) =>
  (['admin', 'manager', 'member'] as const).map((level) => ({ value: `role:${side}:${level}`, approver: { kind: 'role' as const, level, side } })),
);

/** The organisation's chain, editable by those whose menu grants Approval: Edit. */
export function ChainEditor({ organizationId }: { organizationId: number | undefined }) {
  const chain = useChain(organizationId);
  if (organizationId === undefined) {
    return <Typography sx={{ color: 'text.secondary' }}>Choose an organization to see its approval chain.</Typography>;
  }
  if (chain.isPending) return <Skeleton variant="rounded" height={220} aria-label="Loading the approval chain" />;
  if (chain.isError) return <LoadFailed isFramed title="The approval chain could not be loaded" error={chain.error} onRetry={() => void chain.refetch()} />;
  return <ChainForm key={`${organizationId}-${chain.data.updated_at ?? 'default'}`} chain={chain.data} />;
}

function ChainForm({ chain }: { chain: ApprovalChain }) {
  const [steps, setSteps] = useState<ApprovalStep[]>(chain.steps);
  const [appliesTo, setAppliesTo] = useState<ChainAppliesTo>(chain.applies_to);
  const save = useReplaceChain();
  const isReadOnly = !chain.can_edit;
  const change = (index: number, step: ApprovalStep) => setSteps((current) => current.map((old, at) => (at === index ? step : old)));
  const move = (index: number, by: -1 | 1) =>
    setSteps((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const hasEmptyStep = steps.some((step) => step.approvers.length === 0 || step.name.trim() === '');
  return (
    <Box component="form" aria-label="Approval chain" onSubmit={(event) => {
      event.preventDefault();
      save.mutate({ organization_id: chain.organization_id, applies_to: appliesTo, steps });
    }}>
      {chain.is_default && (
        <Alert severity="info" sx={{ mb: 2 }}>
          No chain is saved yet, so the default rule applies: a post by someone who may not publish needs any Admin or Manager.
        </Alert>
      )}
      {isReadOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only those whose role may edit Approval & Collaboration can change the chain.
        </Alert>
      )}
      <TextField
        select
        label="Whose posts need approval"
        value={appliesTo}
        onChange={(event) => setAppliesTo(event.target.value as ChainAppliesTo)}
        disabled={isReadOnly}
        sx={{ mb: 2, minWidth: { xs: '100%', sm: 360 } }}
      >
        <MenuItem value="everyone">Everyone’s</MenuItem>
        <MenuItem value="without_publish">Only of those who may not publish</MenuItem>
      </TextField>
      <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {steps.map((step, index) => (
          <Paper component="li" key={index} variant="outlined" sx={{ p: 2 }} aria-label={`Step ${index + 1}`}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700 }}>Step {index + 1}</Typography>
              <TextField
                size="small"
                label="Name"
                value={step.name}
                onChange={(event) => change(index, { ...step, name: event.target.value })}
                disabled={isReadOnly}
                sx={{ flex: '1 1 200px' }}
              />
              <TextField
                size="small"
                select
                label="Who must approve"
                value={step.mode}
                onChange={(event) => change(index, { ...step, mode: event.target.value as ApprovalStep['mode'] })}
                disabled={isReadOnly}
                sx={{ flex: '0 1 160px' }}
              >
                <MenuItem value="any">Any of them</MenuItem>
                <MenuItem value="all">All of them</MenuItem>
              </TextField>
              {!isReadOnly && (
                <Box>
                  <IconButton aria-label={`Move step ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUpward />
                  </IconButton>
                  <IconButton aria-label={`Move step ${index + 1} down`} disabled={index === steps.length - 1} onClick={() => move(index, 1)}>
                    <ArrowDownward />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove step ${index + 1}`}
                    disabled={steps.length === 1}
                    onClick={() => setSteps((current) => current.filter((_, at) => at !== index))}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Box>
              )}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }} aria-label={`Approvers of step ${index + 1}`} role="list">
              {step.approvers.map((approver, at) => (
                <Chip
                  role="listitem"
                  key={at}
                  label={approverLabel(approver, chain.users)}
                  onDelete={isReadOnly ? undefined : () => change(index, { ...step, approvers: step.approvers.filter((_, other) => other !== at) })}
                />
              ))}
              {step.approvers.length === 0 && (
                <Typography variant="body2" sx={{ color: 'error.main' }}>
                  Add at least one approver.
                </Typography>
              )}
            </Box>
            {!isReadOnly && <AddApprover chain={chain} onAdd={(approver) => change(index, { ...step, approvers: [...step.approvers, approver] })} />}
          </Paper>
        ))}
      </Box>
      {!isReadOnly && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button
            startIcon={<Add />}
            disabled={steps.length >= APPROVAL_STEPS_MAX}
            onClick={() => setSteps((current) => [...current, { name: `Step ${current.length + 1}`, mode: 'any', approvers: [] }])}
          >
            Add a step
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending || hasEmptyStep}>
            Save approval chain
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Adds a role, a named user, or an external reviewer's address to a step. */
function AddApprover({ chain, onAdd }: { chain: ApprovalChain; onAdd: (approver: Approver) => void }) {
  const [choice, setChoice] = useState('');
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const add = () => {
    if (choice === 'email') {
      const parsed = approverSchema.safeParse({ kind: 'email', email });
      if (!parsed.success) {
        setEmailProblem(parsed.error.issues[0]?.message ?? 'Enter an email address');
        return;
      }
      onAdd(parsed.data);
      setEmail('');
      setEmailProblem(null);
      return;
    }
    const role = ROLE_CHOICES.find((option) => option.value === choice);
    if (role) onAdd(role.approver);
    else if (choice.startsWith('user:')) onAdd({ kind: 'user', user_id: Number(choice.slice(5)) });
    setChoice('');
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'flex-start' }}>
      <TextField select size="small" label="Add an approver" value={choice} onChange={(event) => setChoice(event.target.value)} sx={{ flex: '1 1 220px' }}>
        {ROLE_CHOICES.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {approverLabel(option.approver, [])}
          </MenuItem>
        ))}
        {chain.users.map((user) => (
          <MenuItem key={user.id} value={`user:${user.id}`}>
            {user.name} ({user.agency ? 'agency' : 'organization'})
          </MenuItem>
        ))}
        <MenuItem value="email">An external reviewer, by email</MenuItem>
      </TextField>
      {choice === 'email' && (
        <TextField
          size="small"
          label="Reviewer’s email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailProblem !== null}
          helperText={emailProblem ?? ' '}
          sx={{ flex: '1 1 220px' }}
        />
      )}
      <Button variant="outlined" onClick={add} disabled={choice === ''}>
        Add
      </Button>
    </Box>
  );
}
