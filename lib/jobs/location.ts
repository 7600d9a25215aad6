type JobPlace =
  | { kind: 'remote'; country?: string }
  | { kind: 'onsite'; locality: string; region?: string; country?: string };

const isUnitedStates = (text: string) =>
  /\bunited states\b/i.test(text) || /(?<![A-Za-z])(US|USA|U\.S\.(A\.)?)(?![A-Za-z])/.test(text);

// Words that qualify a remote job without naming a country ("Remote (East Coast hours)").
const NOT_A_COUNTRY =
  /\b(remote|anywhere|telecommute|worldwide|global|hybrid|coast|time|zones?|hours|[ECMP][SD]?T)\b/i;

/** "Remote (Canada)", "Remote - Canada": the country named beside the word remote, if any. */
function remoteCountry(location: string): string | undefined {
  const named = /\((.+?)\)/.exec(location)?.[1] ?? /remote\s*[-–:,]\s*(.+)$/i.exec(location)?.[1];
  const text = named?.trim();
  return text && /^[A-Za-z .'-]{2,40}$/.test(text) && !NOT_A_COUNTRY.test(text) ? text : undefined;
}

/**
 * Interprets a job's free-text location for structured data: remote (telecommute, with the
 * country applicants must be in when the text names one) or a place.
 */
export function parseJobLocation(location: string): JobPlace {
  if (/\b(remote|anywhere|telecommute)\b/i.test(location)) {
    if (isUnitedStates(location)) return { kind: 'remote', country: 'US' };
    const country = remoteCountry(location);
    return country ? { kind: 'remote', country } : { kind: 'remote' };
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
