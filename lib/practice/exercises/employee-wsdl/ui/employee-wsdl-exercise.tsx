import { ChallengeList } from '@/components/practice/challenge-list';
import { PracticeCredentials } from '@/components/practice/practice-credentials/practice-credentials';
import { SectionCard } from '@/components/practice/section-card';
import { EMPLOYEE_LIMITS as L } from '../limits';
import { EMPLOYEE_WSDL_EXERCISE } from '../descriptor';
import { WS_SECURITY_SAMPLE } from '../sample-envelopes';
import { SERVICE_PATH, WSDL_PATH } from '../soap-names';
import { ClientCalls } from './client-calls';
import { CodeFigure } from './code-figure';
import { FaultCodesSection, LimitsSection, OperationsSection, SampleEnvelopesSection, SeedEmployeesSection } from './reference-sections';

// The Employee service's page (docs/practice/employee-wsdl.md): the exercise is the SOAP service, so the page starts
// where a learner starts, with the credentials their tools call it with, then the WSDL, how to authenticate, the
// operations with a sample envelope each, and the calls of SoapUI, Postman and zeep. No state of its own beyond the
// credentials: a reset or a change of bug mode shows the same page.

const link = 'font-medium text-brand-700 underline hover:text-brand-800';

export function EmployeeWsdlExercise() {
  return (
    <div className="grid gap-6" data-test="employee-wsdl-service">
      <div className="min-w-0">
        <PracticeCredentials />
      </div>
      <SectionCard headingId="soap-service-title" title="Service and WSDL" description="One address for every operation; the WSDL describes them all." testId="soap-service" size="roomy">
        <p className="mt-3 text-lg">
          <code className="rounded bg-slate-100 px-2 py-1 break-all text-ink" data-test="service-url">
            {SERVICE_PATH}
          </code>
        </p>
        <p className="mt-3 text-sm text-slate-700">
          <a className={link} href={WSDL_PATH} data-test="wsdl-link">
            Open the WSDL
          </a>{' '}
          (its XML Schema is inlined): load this address in SoapUI, Postman or zeep. It has a SOAP 1.1 and a SOAP 1.2 binding of the same
          operations. Send SOAP 1.1 as <code>text/xml</code> with a <code>SOAPAction</code> header, SOAP 1.2 as <code>application/soap+xml</code>;
          the reply comes in the version you sent.
        </p>
      </SectionCard>
      <SectionCard
        headingId="soap-auth-title"
        title="Authentication"
        description="A practice credential, never your login: without one, a 401 fault."
        testId="soap-auth"
        size="roomy"
      >
        <p className="mt-3 text-sm text-slate-700">
          Send a personal access token (or an OAuth access token) as <code className="break-all">Authorization: Bearer &lt;token&gt;</code>, or sign the
          message with a WS-Security UsernameToken: your OAuth client&apos;s id as Username and, as Password, its secret (PasswordText) or a
          PasswordDigest, Base64(SHA-1(nonce + created + secret)) sent with its Nonce and Created. A nonce is accepted once, and a Created more
          than {L.createdWindowSeconds / 60} minutes from the server&apos;s clock is wsu:MessageExpired. Send one credential, not both; the site&apos;s
          session cookie is not accepted.
        </p>
        <CodeFigure label="A WS-Security UsernameToken in the SOAP header" testId="ws-security-sample" text={WS_SECURITY_SAMPLE} />
      </SectionCard>
      <OperationsSection />
      <SampleEnvelopesSection />
      <ClientCalls />
      <LimitsSection />
      <FaultCodesSection />
      <ChallengeList exercise={EMPLOYEE_WSDL_EXERCISE.id} />
      <SectionCard headingId="soap-reset-title" title="Reset" description="Bring the seed staff back." testId="soap-reset" size="roomy">
        <p className="mt-3 text-sm text-slate-700">
          &ldquo;Reset my practice data&rdquo; above, or <code>POST /api/practice/v1/{EMPLOYEE_WSDL_EXERCISE.id}/reset</code>, restores the 15 seed
          employees; ids start again at 16. Other learners&apos; staff is never touched.
        </p>
      </SectionCard>
      <SeedEmployeesSection />
    </div>
  );
}
