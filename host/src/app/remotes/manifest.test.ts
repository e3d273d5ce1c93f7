import { parseRemoteManifest, sharedRuntimeEntry } from './manifest';

describe('remotes.json', () => {
  const valid = {
    remotes: {
      catalog: 'http://{hostname}:8081/remoteEntry.js',
      calendar: 'https://cdn.example.com/calendar/remoteEntry.js',
      chat: 'http://{hostname}:8083/remoteEntry.js',
      backoffice: 'http://{hostname}:8084/remoteEntry.js',
    },
  };

  it('puts the page host name where {hostname} stands and keeps absolute addresses', () => {
    const manifest = parseRemoteManifest(valid, '192.168.0.20');
    expect(manifest.entries.catalog).toBe('http://192.168.0.20:8081/remoteEntry.js');
    expect(manifest.entries.calendar).toBe('https://cdn.example.com/calendar/remoteEntry.js');
    expect(manifest.timeoutMs).toBe(15000);
  });

  it('takes a time limit between half a second and two minutes, else the default', () => {
    expect(parseRemoteManifest({ ...valid, timeoutMs: 3000 }, 'x').timeoutMs).toBe(3000);
    expect(parseRemoteManifest({ ...valid, timeoutMs: 10 }, 'x').timeoutMs).toBe(15000);
    expect(parseRemoteManifest({ ...valid, timeoutMs: '5000' }, 'x').timeoutMs).toBe(15000);
  });

  it('refuses a manifest without a remote, with a Spanish message naming it', () => {
    expect(() => parseRemoteManifest({ remotes: { ...valid.remotes, chat: '' } }, 'localhost')).toThrow('"chat"');
    expect(() => parseRemoteManifest(null, 'localhost')).toThrow('remotes.json');
  });
});

describe('the entry that runs on the page’s federation runtime', () => {
  it('is the file of that name beside the remote’s remoteEntry.js, keeping the folder of its release', () => {
    expect(sharedRuntimeEntry('http://192.168.0.20:8081/remoteEntry.js', 'remoteEntry.page-2.9.2.js')).toBe(
      'http://192.168.0.20:8081/remoteEntry.page-2.9.2.js',
    );
    expect(sharedRuntimeEntry('https://salon-catalog.web.app/20261110-130000-bbbbbbb/remoteEntry.js', 'remoteEntry.page-2.9.2.js')).toBe(
      'https://salon-catalog.web.app/20261110-130000-bbbbbbb/remoteEntry.page-2.9.2.js',
    );
    expect(sharedRuntimeEntry('http://localhost:8081/remoteEntry.js?intento=2', 'remoteEntry.page-2.9.2.js')).toBe(
      'http://localhost:8081/remoteEntry.page-2.9.2.js?intento=2',
    );
  });

  it('is not asked for in development, nor when the manifest names an entry of another name', () => {
    expect(sharedRuntimeEntry('http://localhost:8081/remoteEntry.js', '')).toBeUndefined();
    expect(sharedRuntimeEntry('http://localhost:8081/remoteEntry.js', undefined)).toBeUndefined();
    expect(sharedRuntimeEntry('https://cdn.example.com/catalog/entry.js', 'remoteEntry.page-2.9.2.js')).toBeUndefined();
    expect(sharedRuntimeEntry('https://cdn.example.com/catalog/oldremoteEntry.js', 'remoteEntry.page-2.9.2.js')).toBeUndefined();
  });
});
