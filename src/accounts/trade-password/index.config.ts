export default definePageConfig({ navigationBarTitleText: '交易密码' });
