export default definePageConfig({ navigationBarTitleText: '绑卡成功' });
