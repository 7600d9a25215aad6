import {
  postApplication,
  postContact,
  postCustom,
  postPartnership,
} from '@/tests/helpers/form-routes';
import { setLeadsContextForTests } from '@/lib/leads/context';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@/tests/helpers/db';
import {
  APPLICATION_FIELDS,
  VALID_LEADS,
  applicationRequest,
  fixture,
  jsonRequest,
  responseJson,
  errorFields,
  setupLeadsContext,
} from '@/tests/helpers/lead-requests';

async function errorsOf(response: Promise<Response>) {
  const answer = await response;
  expect(answer.status).toBe(422);
  return errorFields(answer);
}

describe.each(DATABASE_KINDS)('form validation messages on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setupLeadsContext(database.db);
  });
  afterAll(async () => {
    setLeadsContextForTests({});
    await database?.destroy();
  });

  it('custom solution: every message of the product specification', async () => {
    expect(await errorsOf(postCustom(jsonRequest('custom-solution', {})))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      company: 'Company name is required',
      industry: 'Please select an industry',
      employeeCount: 'Please select company size',
      solutionType: 'Please select at least one solution type',
      agreeToTerms: 'You must agree to the terms and conditions',
    });
    const bad = {
      ...VALID_LEADS['custom-solution'],
      email: 'alan@',
      agreeToTerms: false,
      solutionType: 'teleport',
    };
    expect(await errorsOf(postCustom(jsonRequest('custom-solution', bad)))).toEqual({
      email: 'Invalid email address',
      solutionType: 'Please select at least one solution type',
      agreeToTerms: 'You must agree to the terms and conditions',
    });
  });

  it('contact: every required field, the email and phone formats, and the terms', async () => {
    expect(await errorsOf(postContact(jsonRequest('contact', {})))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Business email is required',
      phone: 'Phone number is required',
      company: 'Company name is required',
      industry: 'Please select an industry',
      employeeCount: 'Please select company size',
      serviceType: 'Please select a service type',
      agreeToTerms: 'You must agree to the terms and conditions to submit the form.',
    });
    const bad = {
      ...VALID_LEADS.contact,
      email: 'ada at example',
      phone: 'call me',
      employeeCount: '501+',
    };
    expect(await errorsOf(postContact(jsonRequest('contact', bad)))).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      employeeCount: 'Please select company size',
    });
  });

  it('partnership: required fields, email pattern and website URL; phone and message optional', async () => {
    expect(await errorsOf(postPartnership(jsonRequest('partnership', {})))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      company: 'Company name is required',
      website: 'Website is required',
      partnerType: 'Please select a partnership type',
      companySize: 'Please select company size',
      agreeToTerms: 'You must agree to the terms and conditions',
    });
    const bad = {
      ...VALID_LEADS.partnership,
      email: 'grace@example',
      website: 'javascript:alert(1)',
    };
    expect(await errorsOf(postPartnership(jsonRequest('partnership', bad)))).toEqual({
      email: 'Please enter a valid email address.',
      website: 'Please enter a valid website URL (https://...)',
    });
  });

  it('application: first name, last name, email and resume required; LinkedIn must be a URL', async () => {
    expect(
      await errorsOf(postApplication(applicationRequest({ jobId: 'job-default-1' }, undefined))),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      resume: 'Please upload your resume.',
    });
    const pdf = { name: 'cv.pdf', bytes: fixture('resume.pdf') };
    const bad = { ...APPLICATION_FIELDS, linkedinUrl: 'linkedin', phone: 'x' };
    expect(await errorsOf(postApplication(applicationRequest(bad, pdf)))).toEqual({
      linkedinUrl: 'Please enter a valid URL (https://...)',
      phone: 'Please enter a valid phone number',
    });
    const closed = { ...APPLICATION_FIELDS, jobId: 'no-such-job' };
    expect(await errorsOf(postApplication(applicationRequest(closed, pdf)))).toEqual({
      jobId: 'This position is no longer open.',
    });
  });

  it('caps the length of every field', async () => {
    const long = 'a'.repeat(6000);
    const errors = await errorsOf(
      postContact(
        jsonRequest('contact', {
          ...VALID_LEADS.contact,
          firstName: long,
          lastName: long,
          company: long,
          message: long,
          email: `${'a'.repeat(250)}@example.com`,
          phone: '1'.repeat(41),
        }),
      ),
    );
    expect(errors).toEqual({
      firstName: 'Must be 100 characters or fewer',
      lastName: 'Must be 100 characters or fewer',
      company: 'Must be 200 characters or fewer',
      message: 'Must be 5000 characters or fewer',
      email: 'Must be 254 characters or fewer',
      phone: 'Must be 40 characters or fewer',
    });
  });

  it('refuses a malformed idempotency key', async () => {
    const response = await postContact(
      jsonRequest('contact', VALID_LEADS.contact, { 'idempotency-key': 'short' }),
    );
    expect(response.status).toBe(422);
    expect(await responseJson(response)).toEqual({
      error: {
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        fields: { idempotencyKey: 'Invalid idempotency key' },
      },
    });
  });
});
