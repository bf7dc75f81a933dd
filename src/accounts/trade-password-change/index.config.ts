export default definePageConfig({ navigationBarTitleText: '修改交易密码' });
