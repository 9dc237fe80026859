import { describe, expect, it } from 'vitest';
import { loginRequest, registerRequest, setFundPasswordRequest } from '@kabuto/contracts';
import { schemaFieldCodes, visibleFieldCodes } from './use-zod-form';

describe('schemaFieldCodes', () => {
  it('gives the field code of each wrong field, first issue only', () => {
    expect(schemaFieldCodes(loginRequest, { account: '12', password: '', agree: false })).toEqual({
      account: 'not_phone_number',
      password: 'required',
      agree: 'agreement_required',
    });
  });

  it('is empty when the values pass', () => {
    expect(schemaFieldCodes(loginRequest, { account: '0900000001', password: 'x', agree: true })).toEqual({});
  });

  it('puts a cross-field rule on the field it names', () => {
    const codes = schemaFieldCodes(registerRequest, {
      account: '0900000001',
      password: 'abcdefg1',
      confirmPassword: 'abcdefg2',
      inviteCode: 'KB1',
    });
    expect(codes).toEqual({ confirmPassword: 'passwords_differ' });
  });

  it('reads the fund password rule from the contract', () => {
    expect(
      schemaFieldCodes(setFundPasswordRequest, { loginPassword: 'x', fundPassword: '12ab', confirmFundPassword: '12ab' }),
    ).toEqual({ fundPassword: 'fund_password_rule' });
  });
});

type Login = { account: string; password: string };

describe('visibleFieldCodes', () => {
  const names = ['account', 'password'] as const;
  const schemaCodes = { account: 'not_phone_number', password: 'required' };

  it('shows nothing on a fresh form', () => {
    expect(visibleFieldCodes<Login>({ names, schemaCodes, serverCodes: {}, touched: {}, submitted: false })).toEqual({});
  });

  it('shows a field the member has left after typing', () => {
    expect(
      visibleFieldCodes<Login>({ names, schemaCodes, serverCodes: {}, touched: { account: true }, submitted: false }),
    ).toEqual({
      account: 'not_phone_number',
    });
  });

  it('shows every wrong field after a try to send', () => {
    expect(visibleFieldCodes<Login>({ names, schemaCodes, serverCodes: {}, touched: {}, submitted: true })).toEqual(schemaCodes);
  });

  it("lets the server's code win over the schema's", () => {
    expect(
      visibleFieldCodes<Login>({
        names,
        schemaCodes: {},
        serverCodes: { account: 'not_phone_number' },
        touched: {},
        submitted: false,
      }),
    ).toEqual({ account: 'not_phone_number' });
  });
});
