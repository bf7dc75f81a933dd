export default definePageConfig({ navigationBarTitleText: '绑定银行卡' });
