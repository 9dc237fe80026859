import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('server settings', () => {
  it('has a default for everything but the database', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      marketSessions: 'always',
      demo: false,
      databaseUrl: undefined,
      adminUsername: 'admin',
    });
  });

  it.each([
    { variable: 'PORT', value: 'eighty' },
    { variable: 'PORT', value: '70000' },
    { variable: 'DATABASE_URL', value: 'mysql://localhost/x' },
    { variable: 'MARKET_SESSIONS', value: 'nyse' },
    { variable: 'DEMO', value: 'yes' },
    { variable: 'ADMIN_PASSWORD', value: 'short' },
    { variable: 'TRUST_PROXY', value: '10.0.0.1,not-an-address' },
  ])('stops the start on $variable=$value, naming the variable', ({ variable, value }) => {
    expect(() => readConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [variable]: value })).toThrow(new RegExp(variable));
  });

  it('listens on loopback only for the demo unless HOST says otherwise, and on every interface otherwise', () => {
    expect(readConfig({ DEMO: '1' })).toMatchObject({ host: '127.0.0.1', hostDefaultedToLoopback: true });
    expect(readConfig({ DEMO: '1', HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostDefaultedToLoopback: false });
    expect(readConfig({})).toMatchObject({ host: '0.0.0.0', hostDefaultedToLoopback: false });
  });

  it('logs human lines unless LOG_FORMAT=json', () => {
    expect(readConfig({}).logFormat).toBe('text');
    expect(readConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => readConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1' }).trustedProxies).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it('keeps uploads in PostgreSQL unless S3_URL names an object store, which needs its bucket', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(
      readConfig({
        S3_URL: 'http://minio:9000',
        S3_BUCKET: 'kabuto-uploads',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'key',
      }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'kabuto-uploads',
      region: 'us-east-1',
      prefix: '',
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
    });
    expect(
      readConfig({ S3_URL: 'https://s3.ap-northeast-1.amazonaws.com', S3_BUCKET: 'kabuto' }).s3?.credentials,
    ).toBeUndefined();
    expect(() => readConfig({ S3_URL: 'http://minio:9000' })).toThrow('S3_BUCKET');
    expect(() => readConfig({ S3_URL: 'http://minio:9000', S3_BUCKET: 'bkt', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_SECRET_ACCESS_KEY',
    );
    expect(() => readConfig({ S3_URL: 'ftp://minio' })).toThrow(ConfigError);
  });
});
