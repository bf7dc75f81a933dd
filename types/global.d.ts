/// <reference types="@tarojs/taro" />

declare module '*.png';
declare module '*.svg';
declare module '*.css';

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'qq' | 'h5';
    TARO_APP_API_BASE?: string;
    TARO_APP_SUBSCRIBE_TEMPLATES?: string;
  }
}
