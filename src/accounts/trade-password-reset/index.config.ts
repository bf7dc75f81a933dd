export default definePageConfig({ navigationBarTitleText: '重置交易密码' });
