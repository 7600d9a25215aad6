'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api, errorText } from '@/components/admin/api';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ScrollTable } from '@/components/admin/scroll-table';
import { serverFieldErrors, type FormErrors } from '@/components/admin/scheduling/form-errors';
import { RuleFormDialog } from '@/components/admin/scheduling/rule-form-dialog';
import { conditionsText, ruleFormText } from '@/components/admin/scheduling/scheduling-format';
import { SCHEDULING_KEY } from '@/components/admin/scheduling/team-card';
import type { AdminRule, RuleInput, SchedulingState } from '@/lib/admin/scheduling-schema';

type Direction = 'up' | 'down';

/** Routing rules in the order they are tried: add, edit, move up or down, delete. */
export function RulesCard({ state }: { state: SchedulingState }) {
  const client = useQueryClient();
  const addButton = useRef<HTMLButtonElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // After a move, focus stays on the moved rule's button (its other one at the top or bottom).
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: Direction }>();
  const [dialog, setDialog] = useState<{ open: boolean; rule: AdminRule | null }>({
    open: false,
    rule: null,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [deleting, setDeleting] = useState<AdminRule | null>(null);
  const [status, setStatus] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: SCHEDULING_KEY });
  const memberNames = new Map(state.members.map((member) => [member.id, member.name]));
  const typeNames = new Map(state.meetingTypes.map((type) => [type.id, type.name]));

  useEffect(() => {
    if (!focusAfterMove) return;
    const other = focusAfterMove.direction === 'up' ? 'down' : 'up';
    const buttons = moveButtons.current;
    const first = buttons.get(`${focusAfterMove.id}-${focusAfterMove.direction}`);
    const target = first && !first.disabled ? first : buttons.get(`${focusAfterMove.id}-${other}`);
    target?.focus();
  }, [focusAfterMove, state.rules]);

  const save = useMutation({
    mutationFn: ({ rule, input }: { rule: AdminRule | null; input: RuleInput }) =>
      rule
        ? api<AdminRule>(`/api/admin/scheduling/rules/${encodeURIComponent(rule.id)}`, {
            method: 'PUT',
            body: input,
          })
        : api<AdminRule>('/api/admin/scheduling/rules', { method: 'POST', body: input }),
    onMutate: () => setErrors({}),
    onSuccess: (saved, { rule }) => {
      setDialog({ open: false, rule: null });
      toast.success(rule ? 'Rule Updated' : 'Rule Added', {
        description: `${saved.name} has been saved.`,
      });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      toast.error('Error', { description: errorText(error) });
    },
    onSettled: refresh,
  });

  const move = useMutation({
    mutationFn: ({ rule, direction }: { rule: AdminRule; direction: Direction }) =>
      api<AdminRule[]>(`/api/admin/scheduling/rules/${encodeURIComponent(rule.id)}/move`, {
        method: 'POST',
        body: { direction },
      }),
    onSuccess: (rules, { rule, direction }) => {
      client.setQueryData<SchedulingState>(SCHEDULING_KEY, (current) =>
        current ? { ...current, rules } : current,
      );
      const place = rules.findIndex((item) => item.id === rule.id) + 1;
      setStatus(`${rule.name} is now rule ${place} of ${rules.length}.`);
      setFocusAfterMove({ id: rule.id, direction });
    },
    onError: (error) => toast.error('Error', { description: errorText(error) }),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (rule: AdminRule) =>
      api(`/api/admin/scheduling/rules/${encodeURIComponent(rule.id)}`, { method: 'DELETE' }),
    onSuccess: (_result, rule) =>
      toast.success('Rule Deleted', { description: `${rule.name} has been removed.` }),
    onError: (error) => toast.error('Error', { description: errorText(error) }),
    onSettled: () => {
      setDeleting(null);
      return refresh();
    },
  });

  const open = (rule: AdminRule | null) => {
    setErrors({});
    setDialog({ open: true, rule });
  };
  const moveRef = (id: string, direction: Direction) => (button: HTMLButtonElement | null) => {
    if (button) moveButtons.current.set(`${id}-${direction}`, button);
    else moveButtons.current.delete(`${id}-${direction}`);
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Routing Rules</CardTitle>
          <CardDescription>
            Tried from the top: the first rule whose form and answers match a lead picks the group
            of members who share its leads by weight. A lead whose email belongs to an open lead
            goes to that lead&apos;s owner first.
          </CardDescription>
        </div>
        <Button ref={addButton} onClick={() => open(null)}>
          <PlusIcon aria-hidden="true" />
          Add Rule
        </Button>
      </CardHeader>
      <CardContent>
        <p role="status" aria-live="polite" className="sr-only">
          {status}
        </p>
        {state.rules.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No routing rules: leads are stored but not offered a meeting.
          </p>
        ) : (
          <ScrollTable label="Routing rules">
            <TableHeader>
              <TableRow>
                <TableHead>Order</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Form</TableHead>
                <TableHead>Conditions</TableHead>
                <TableHead>Meeting type</TableHead>
                <TableHead>Members (weight)</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {state.rules.map((rule, index) => (
                <TableRow key={rule.id}>
                  <TableCell className="tabular-nums">{index + 1}</TableCell>
                  <TableCell className="font-medium">{rule.name}</TableCell>
                  <TableCell>{ruleFormText(rule.formType)}</TableCell>
                  <TableCell className="min-w-40 whitespace-normal">
                    {conditionsText(rule.conditions)}
                  </TableCell>
                  <TableCell>{typeNames.get(rule.meetingTypeId) ?? rule.meetingTypeId}</TableCell>
                  <TableCell className="min-w-32 whitespace-normal">
                    {rule.members.length === 0
                      ? 'Nobody (leads are not offered a meeting)'
                      : rule.members
                          .map(
                            (entry) =>
                              `${memberNames.get(entry.memberId) ?? 'Deleted member'} (${entry.weight})`,
                          )
                          .join(', ')}
                  </TableCell>
                  <TableCell>
                    <div className="grid grid-cols-2 gap-1 sm:flex">
                      <Button
                        ref={moveRef(rule.id, 'up')}
                        variant="ghost"
                        size="icon"
                        aria-label={`Move ${rule.name} up`}
                        disabled={index === 0}
                        onClick={() => move.isPending || move.mutate({ rule, direction: 'up' })}
                      >
                        <ArrowUpIcon aria-hidden="true" />
                      </Button>
                      <Button
                        ref={moveRef(rule.id, 'down')}
                        variant="ghost"
                        size="icon"
                        aria-label={`Move ${rule.name} down`}
                        disabled={index === state.rules.length - 1}
                        onClick={() => move.isPending || move.mutate({ rule, direction: 'down' })}
                      >
                        <ArrowDownIcon aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${rule.name}`}
                        onClick={() => open(rule)}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${rule.name}`}
                        onClick={() => setDeleting(rule)}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </CardContent>
      <RuleFormDialog
        open={dialog.open}
        rule={dialog.rule}
        members={state.members}
        meetingTypes={state.meetingTypes}
        pending={save.isPending}
        serverErrors={errors}
        onOpenChange={(isOpen) => setDialog((current) => ({ ...current, open: isOpen }))}
        onSubmit={(input) => save.mutate({ rule: dialog.rule, input })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
        title="Delete routing rule"
        description={`Delete the rule ${deleting?.name ?? ''}? Leads it routed keep their owner.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        fallbackFocus={() => addButton.current}
      />
    </Card>
  );
}
