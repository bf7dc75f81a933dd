import { TransportError } from '@fund/core/ports';
import { answerNextModal, calls, resetTaroFake, setRequestHandler } from '../../tests/jest/taro-fake';
import { storage } from './storage';
import { transport } from './transport';
import { confirm, showLoading, actionSheet } from './dialogs';

beforeEach(() => resetTaroFake());

describe('storage over Taro', () => {
  it('keeps, reads and removes a string', () => {
    expect(storage.getItem('csrftoken')).toBeNull();
    storage.setItem('csrftoken', 'abc');
    expect(storage.getItem('csrftoken')).toBe('abc');
    storage.removeItem('csrftoken');
    expect(storage.getItem('csrftoken')).toBeNull();
  });
});

describe('transport over Taro.request', () => {
  it('sends method, headers, body and timeout, and parses a JSON text body', async () => {
    setRequestHandler(async () => ({ statusCode: 201, errMsg: 'request:ok', header: { 'Content-Type': 'application/json' }, data: '{"id":7}' }));
    const res = await transport.request({ url: '/api/v1/x/', method: 'POST', headers: { 'X-CSRFToken': 't' }, body: { a: 1 }, timeoutMs: 20000 });
    expect(res).toEqual({ status: 201, statusText: 'request:ok', headers: { 'content-type': 'application/json' }, data: { id: 7 } });
    expect(calls[0]?.options).toMatchObject({ url: '/api/v1/x/', method: 'POST', header: { 'X-CSRFToken': 't' }, data: { a: 1 }, timeout: 20000 });
  });

  it('turns a failure without a status into a TransportError with status -1 and flags timeouts', async () => {
    setRequestHandler(async () => {
      throw { errMsg: 'request:fail timeout' };
    });
    const failure = transport.request({ url: '/api/v1/x/', method: 'GET', headers: {}, timeoutMs: 5 });
    await expect(failure).rejects.toBeInstanceOf(TransportError);
    await expect(failure).rejects.toMatchObject({ status: -1, timedOut: true, statusText: 'request:fail timeout' });
  });

  it('uploads a file as multipart and parses the answer', async () => {
    setRequestHandler(async () => ({ statusCode: 200, errMsg: 'uploadFile:ok', data: '{"avatar":"/media/a.png"}' }));
    const res = await transport.upload({ url: '/api/v1/accounts/avatar/', headers: {}, filePath: 'wxfile://tmp.png', name: 'avatar', timeoutMs: 20000 });
    expect(res.data).toEqual({ avatar: '/media/a.png' });
    expect(calls[0]).toMatchObject({ api: 'uploadFile', options: { filePath: 'wxfile://tmp.png', name: 'avatar' } });
  });
});

describe('dialogs over Taro', () => {
  it('confirm resolves to the user answer', async () => {
    answerNextModal(false);
    await expect(confirm('确定撤单？')).resolves.toBe(false);
    answerNextModal(true);
    await expect(confirm('确定撤单？')).resolves.toBe(true);
  });

  it('loading shows 数据加载中 by default', () => {
    showLoading();
    expect(calls[0]).toEqual({ api: 'showLoading', options: { title: '数据加载中', mask: true } });
  });

  it('action sheet returns the chosen index', async () => {
    await expect(actionSheet(['拍照', '从相册选择'])).resolves.toBe(0);
  });
});

describe('confirm with long button texts', () => {
  it('uses a native modal while both texts fit', async () => {
    const { confirmChoice } = await import('./dialogs');
    answerNextModal(false);
    await expect(confirmChoice('银行验证超时，请稍后重试', { okText: '重试', cancelText: '取消' })).resolves.toBe('cancel');
    expect(calls[0]?.api).toBe('showModal');
  });

  it('offers 绑卡遇到问题 (too long for a modal button) as a sheet under the message', async () => {
    const { confirmChoice } = await import('./dialogs');
    await expect(confirmChoice('银行验证超时，请稍后重试', { okText: '重试', cancelText: '绑卡遇到问题' })).resolves.toBe('confirm');
    expect(calls[0]).toEqual({ api: 'showActionSheet', options: { itemList: ['重试', '绑卡遇到问题'], alertText: '银行验证超时，请稍后重试' } });
  });
});
