export default definePageConfig({ navigationBarTitleText: '联系地址' });
