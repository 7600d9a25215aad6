'use client';

import { useQuery } from '@tanstack/react-query';
import { api } from '@/components/admin/api';
import { MeetingTypesCard } from '@/components/admin/scheduling/meeting-types-card';
import { RulesCard } from '@/components/admin/scheduling/rules-card';
import { SCHEDULING_KEY, TeamCard } from '@/components/admin/scheduling/team-card';
import type { SchedulingState } from '@/lib/admin/scheduling-schema';

/** Scheduling: the team leads can book, the meeting types, and the rules that route leads. */
export function SchedulingTab() {
  const state = useQuery({
    queryKey: SCHEDULING_KEY,
    queryFn: () => api<SchedulingState>('/api/admin/scheduling'),
  });
  if (state.isPending) {
    return <p className="text-sm text-muted-foreground">Loading scheduling...</p>;
  }
  if (state.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Scheduling could not be loaded. {state.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <TeamCard state={state.data} />
      <MeetingTypesCard state={state.data} />
      <RulesCard state={state.data} />
    </div>
  );
}
