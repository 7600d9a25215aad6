export type JobPlace =
  | { kind: 'remote'; country?: string }
  | { kind: 'onsite'; locality: string; region?: string; country?: string };

const isUnitedStates = (text: string) =>
  /\bunited states\b/i.test(text) || /(?<![A-Za-z])(US|USA|U\.S\.(A\.)?)(?![A-Za-z])/.test(text);

/** Interprets a job's free-text location for structured data: remote (telecommute) or a place. */
export function parseJobLocation(location: string): JobPlace {
  if (/\b(remote|anywhere|telecommute)\b/i.test(location)) {
    return isUnitedStates(location) ? { kind: 'remote', country: 'US' } : { kind: 'remote' };
  }
  const plain = location.replace(/\(.*?\)/g, '').trim();
  const [locality = plain, region] = plain.split(',').map((part) => part.trim());
  const isUsState = region !== undefined && /^[A-Z]{2}$/.test(region);
  return {
    kind: 'onsite',
    locality,
    ...(region ? { region } : {}),
    ...(isUsState || isUnitedStates(location) ? { country: 'US' } : {}),
  };
}
