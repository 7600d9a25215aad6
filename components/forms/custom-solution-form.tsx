'use client';

// PLACEHOLDER until the lead-capture work lands (issue 4): replaced by the real form in this session.
export function CustomSolutionForm() {
  return null;
}
