// The original health check, kept for load balancers and scripts that ask it: readiness's alias.
export { GET } from '@/app/api/health/ready/route';

export const dynamic = 'force-dynamic';
