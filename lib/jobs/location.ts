export type JobPlace =
  | { kind: 'remote'; country?: string }
  | { kind: 'onsite'; locality: string; region?: string; country?: string };

const isUnitedStates = (text: string) =>
  /\bunited states\b/i.test(text) || /(?<![A-Za-z])(US|USA|U\.S\.(A\.)?)(?![A-Za-z])/.test(text);

/** "Remote (Canada)", "Remote - Canada": the place named beside the word remote, if any. */
function remoteRegion(location: string): string | undefined {
  const named = /\((.+?)\)/.exec(location)?.[1] ?? /remote\s*[-–:,]\s*(.+)$/i.exec(location)?.[1];
  const text = named?.trim();
  return text && !/\b(remote|anywhere|telecommute|worldwide)\b/i.test(text) ? text : undefined;
}

/**
 * Interprets a job's free-text location for structured data: remote (telecommute, with the
 * country applicants must be in when the text names one) or a place.
 */
export function parseJobLocation(location: string): JobPlace {
  if (/\b(remote|anywhere|telecommute)\b/i.test(location)) {
    if (isUnitedStates(location)) return { kind: 'remote', country: 'US' };
    const region = remoteRegion(location);
    return region ? { kind: 'remote', country: region } : { kind: 'remote' };
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
