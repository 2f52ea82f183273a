/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { screen } from '@testing-library/react';
import { BulkSmsDialog } from '../../../../src/client/pages/clients/sms/BulkSmsDialog';
import { apiFetch } from '../../../../src/client/api/http';
import { renderAdmin, CENTRE_ID } from '../../admin/support/renderAdmin';

jest.mock('../../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

function open(smsCountLeft: number) {
  apiFetchMock.mockImplementation(async (path) => {
    if (path === `/api/centres/${CENTRE_ID}/sms-credit`) return { smsCountLeft };
    throw new Error(`unexpected call ${path}`);
  });
  renderAdmin(<BulkSmsDialog open centreId={CENTRE_ID} contactIds={[]} sending={false} onClose={() => undefined} onSend={() => undefined} />);
}

describe('bulk SMS without credit (issue 13)', () => {
  it('says whom to ask and how credit is granted when none is left', async () => {
    open(0);
    const note = await screen.findByTestId('sms-no-credit');
    expect(note).toHaveTextContent('Your practice has no SMS credit');
    expect(note).toHaveTextContent(/operator/);
  });

  it('says nothing of the kind while credit is left', async () => {
    open(12);
    expect(await screen.findByText('Remaining SMS credit: 12 SMS')).toBeInTheDocument();
    expect(screen.queryByTestId('sms-no-credit')).toBeNull();
  });
});
