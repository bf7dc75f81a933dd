export default definePageConfig({ navigationBarTitleText: '按基金公司诊断', enablePullDownRefresh: true });
